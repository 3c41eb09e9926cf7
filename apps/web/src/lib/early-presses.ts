import { useEffect } from 'react';

/** A press the page's inline script kept before the app took over (apps/api/src/web/early-presses.ts). */
interface EarlyPress {
  type: 'click' | 'change' | 'submit';
  /** Child indexes from #root down to the pressed element. */
  path: number[];
  /** The element's text then: the press is replayed only on the same element with the same text. */
  text: string | null;
  /** A list's chosen option. */
  value?: string;
}

interface EarlyPressesWindow {
  __tfEarlyPresses?: EarlyPress[];
  __tfInteractive?: boolean;
}

function elementAt(root: Element, path: readonly number[]): Element | null {
  let element: Element | null = root;
  for (const index of path) element = element?.children.item(index) ?? null;
  return element;
}

function replay(element: Element, press: EarlyPress): void {
  if (press.type === 'click' && element instanceof HTMLElement) element.click();
  else if (press.type === 'change' && element instanceof HTMLSelectElement && press.value !== undefined) {
    element.value = press.value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (press.type === 'submit' && element instanceof HTMLFormElement) element.requestSubmit();
}

/**
 * Marks the app interactive (the inline script stops keeping presses) and
 * replays, in order, what was pressed before: each on the element it landed
 * on, if that element is still there with the same text (else the press no
 * longer means what the person meant, and is dropped).
 */
export function replayEarlyPresses(): void {
  const early = window as EarlyPressesWindow;
  if (early.__tfInteractive) return;
  early.__tfInteractive = true;
  const root = document.getElementById('root');
  const presses = early.__tfEarlyPresses?.splice(0) ?? [];
  if (!root) return;
  for (const press of presses) {
    const element = elementAt(root, press.path);
    if (element && element.textContent === press.text) replay(element, press);
  }
}

/**
 * Rendered beside each page, inside the page's Suspense boundary: its effect runs
 * once the page itself has hydrated (not only the header), and replays then.
 */
export function EarlyPressesReplay() {
  useEffect(replayEarlyPresses, []);
  return null;
}
