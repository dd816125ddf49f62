import { describe, expect, it } from 'vitest';
import { carryOverInteraction } from './carry-over-interaction';

/** A root holding "prerendered" markup; `takeOver` swaps in the client's copy as React would. */
function setUp(html: string) {
  const root = document.createElement('div');
  root.innerHTML = `<div>${html}</div>`;
  document.body.replaceChildren(root);
  carryOverInteraction(root);
  const takeOver = async () => {
    const client = document.createElement('div');
    client.innerHTML = html;
    root.replaceChildren(client);
    await new Promise((resolve) => setTimeout(resolve, 0)); // the MutationObserver's turn
    return client;
  };
  return { root, takeOver };
}

describe('carryOverInteraction', () => {
  it('replays the press on the control in the same place, and carries a typed value over', async () => {
    const { root, takeOver } = setUp(
      '<input name="q" value=""><button type="button">A</button><button type="button">B</button>',
    );
    root.querySelector('input')!.value = 'nilfisk';
    root.querySelectorAll('button')[1]!.click();
    const pressed: string[] = [];
    const typed: string[] = [];
    document.addEventListener('click', (event) => {
      pressed.push((event.target as HTMLElement).textContent ?? '');
    });
    document.addEventListener('input', (event) => {
      typed.push((event.target as HTMLInputElement).value);
    });
    await takeOver();
    expect(typed).toEqual(['nilfisk']);
    expect(pressed).toEqual(['B']);
  });
});
