import { useEffect } from 'react';
import { lazyPartsLoaded } from './lazy-hydrated.tsx';

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

/**
 * A press as a pointer makes it, not only its click: some controls act on the press's start (a menu's
 * trigger opens on `pointerdown`, a tab is chosen on `mousedown`), and `element.click()` alone would
 * leave them shut.
 */
function pressAsPointer(element: HTMLElement): void {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, isPrimary: true, pointerType: 'mouse' };
  element.dispatchEvent(new PointerEvent('pointerdown', init));
  element.dispatchEvent(new MouseEvent('mousedown', init));
  element.dispatchEvent(new PointerEvent('pointerup', init));
  element.dispatchEvent(new MouseEvent('mouseup', init));
  element.click();
}

function replay(element: Element, press: EarlyPress): void {
  if (press.type === 'click' && element instanceof HTMLElement) pressAsPointer(element);
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
function replayEarlyPresses(): void {
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

/** How long the replay waits for lazily loaded parts at most. */
const LAZY_PARTS_WAIT_MS = 10_000;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Rendered beside each page, inside the page's Suspense boundary: its effect runs
 * once the page itself has hydrated, and replays when the lazily loaded parts
 * around it (the header's account menu, the home page's sections) have too. A
 * press on one of those before then is kept for the replay, not lost.
 */
export function EarlyPressesReplay() {
  useEffect(() => {
    // A part whose script never arrives must not keep the rest of the page from answering.
    void Promise.race([lazyPartsLoaded(), delay(LAZY_PARTS_WAIT_MS)]).then(replayEarlyPresses);
  }, []);
  return null;
}
