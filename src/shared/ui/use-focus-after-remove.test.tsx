import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useFocusAfterRemove } from './use-focus-after-remove';

function List({ initial }: { initial: string[] }) {
  const [rows, setRows] = useState(initial);
  const { countRef, emptyRef, rowRemoved } = useFocusAfterRemove();
  if (rows.length === 0)
    return (
      <h2 ref={emptyRef} tabIndex={-1}>
        Nothing left
      </h2>
    );
  return (
    <>
      <p ref={countRef} tabIndex={-1}>
        {rows.length} rows
      </p>
      {rows.map((row) => (
        <button
          key={row}
          type="button"
          onClick={() => {
            rowRemoved();
            setRows((all) => all.filter((other) => other !== row));
          }}
        >
          Remove {row}
        </button>
      ))}
    </>
  );
}

describe('useFocusAfterRemove', () => {
  it('focuses the count after a row goes, and the empty title after the last', async () => {
    const user = userEvent.setup();
    render(<List initial={['a', 'b']} />);
    await user.click(screen.getByRole('button', { name: 'Remove a' }));
    expect(screen.getByText('1 rows')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove b' }));
    expect(screen.getByRole('heading', { name: 'Nothing left' })).toHaveFocus();
  });

  it('leaves focus alone on a render that removed nothing', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<List initial={['a']} />);
    const button = screen.getByRole('button', { name: 'Remove a' });
    button.focus();
    rerender(<List initial={['a']} />);
    expect(button).toHaveFocus();
    await user.tab();
    expect(screen.getByText('1 rows')).not.toHaveFocus();
  });
});
