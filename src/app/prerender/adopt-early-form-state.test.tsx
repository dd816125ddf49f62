import { act, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptEarlyFormState } from './adopt-early-form-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const noSubscription = () => () => undefined;

/**
 * A form like the shop's: controlled fields, rendered again right after hydration (as
 * `useAppRunning()` makes the shop's), which sets each field to the component's state. With
 * `adopt`, its first commit adopts the fields as the shop's app does (src/app/mount-app.tsx).
 */
function Form({ adopt, seen }: { adopt: boolean; seen: string[] }) {
  const [sort, setSort] = useState('standard');
  const [paper, setPaper] = useState(false);
  const [kind, setKind] = useState('bag');
  const [text, setText] = useState('');
  const running = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useLayoutEffect(() => {
    if (adopt) adoptEarlyFormState(document.body);
  }, [adopt]);
  seen.push(`${sort} ${String(paper)} ${kind} ${text} ${String(running)}`);
  return (
    <form>
      <select aria-label="sort" value={sort} onChange={(event) => setSort(event.target.value)}>
        <option value="standard">standard</option>
        <option value="name-asc">name</option>
      </select>
      <input
        type="checkbox"
        aria-label="paper"
        checked={paper}
        onChange={(event) => setPaper(event.target.checked)}
      />
      {['bag', 'filter'].map((value) => (
        <input
          key={value}
          type="radio"
          name="kind"
          aria-label={value}
          value={value}
          checked={kind === value}
          onChange={() => setKind(value)}
        />
      ))}
      <input aria-label="text" value={text} onChange={(event) => setText(event.target.value)} />
    </form>
  );
}

let root: Root | undefined;
afterEach(async () => {
  await act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The server's HTML of the form, changed by the shopper, then hydrated. */
async function hydrateChanged(adopt: boolean) {
  const seen: string[] = [];
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form adopt={false} seen={[]} />);
  document.body.append(container);
  const field = <T extends Element>(label: string) =>
    container.querySelector<T>(`[aria-label="${label}"]`) as T;
  field<HTMLSelectElement>('sort').value = 'name-asc';
  field<HTMLInputElement>('paper').checked = true;
  field<HTMLInputElement>('filter').checked = true;
  field<HTMLInputElement>('text').value = 'attix';
  await act(() => {
    root = hydrateRoot(container, <Form adopt={adopt} seen={seen} />);
  });
  return { seen, field };
}

describe('fields the shopper changed before hydration', () => {
  it('are set back to the app’s state by the render after hydration, without adoption', async () => {
    const { field } = await hydrateChanged(false);
    expect(field<HTMLSelectElement>('sort').value).toBe('standard');
    expect(field<HTMLInputElement>('paper').checked).toBe(false);
    expect(field<HTMLInputElement>('bag').checked).toBe(true);
    expect(field<HTMLInputElement>('text').value).toBe('');
  });

  it('become the app’s state when adopted in the commit of hydration', async () => {
    const { seen, field } = await hydrateChanged(true);
    expect(field<HTMLSelectElement>('sort').value).toBe('name-asc');
    expect(field<HTMLInputElement>('paper').checked).toBe(true);
    expect(field<HTMLInputElement>('filter').checked).toBe(true);
    expect(field<HTMLInputElement>('bag').checked).toBe(false);
    expect(field<HTMLInputElement>('text').value).toBe('attix');
    expect(seen.at(-1)).toBe('name-asc true filter attix true');
  });

  it('leave a form the shopper did not touch as it is', async () => {
    const seen: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form adopt={false} seen={[]} />);
    document.body.append(container);
    await act(() => {
      root = hydrateRoot(container, <Form adopt seen={seen} />);
    });
    expect(seen.at(-1)).toBe('standard false bag  true');
  });
});
