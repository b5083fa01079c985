import { useRef, type PointerEvent } from "react";

// The turning rules the product gallery and its lightbox share (ADR 191): the same swipe, the same keys.

/** How far a finger must travel sideways on an image to turn to the next one. */
export const SWIPE_PX = 40;

/** The step an arrow key turns by (Right: next, Left: previous); undefined for any other key. */
export function arrowStep(key: string): 1 | -1 | undefined {
  return key === "ArrowRight" ? 1 : key === "ArrowLeft" ? -1 : undefined;
}

/** The position `step` away from `index` among `total` images, round from the last to the first. */
export function turnedIndex(index: number, step: number, total: number): number {
  return (((index + step) % total) + total) % total;
}

/**
 * Pointer handlers that turn on a sideways touch or pen swipe (a mouse drag does not: a mouse clicks).
 * Vertical movement is left to the page (give the element `touch-pan-y`). `endedSwipe()` tells a click
 * handler that the tap it sees ended a swipe, so that tap does not also open the image.
 */
export function useSwipe(turn: (step: 1 | -1) => void) {
  const start = useRef<number | null>(null);
  const swiped = useRef(false);
  const handlers = {
    onPointerDown: (event: PointerEvent) => {
      swiped.current = false;
      start.current = event.pointerType === "mouse" ? null : event.clientX;
    },
    onPointerUp: (event: PointerEvent) => {
      if (start.current === null) return;
      const dx = event.clientX - start.current;
      start.current = null;
      if (Math.abs(dx) < SWIPE_PX) return;
      swiped.current = true;
      turn(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
  // A keyboard or assistive technology's click (detail 0) never ends a swipe: a touch swipe is not
  // always followed by a click, and the flag it left swallowed the next Enter (session 37 review).
  const endedSwipe = (event?: { detail: number }) => {
    const was = swiped.current;
    swiped.current = false;
    return was && event?.detail !== 0;
  };
  return { handlers, endedSwipe };
}
