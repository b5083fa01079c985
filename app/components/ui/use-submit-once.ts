import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";

/**
 * One submission of a form at a time. React Router lets a second submission replace the first in the
 * browser, but the server has already received the first: Enter pressed twice in the product form
 * (its default button is hidden, so nothing disabled it) created two products, or answered the
 * second save with a false conflict (review, session 25). `started()` says a submission is on its
 * way and `begin()` marks one; the mark clears when the navigation is idle again (saved, refused or
 * failed), so a refused form can be sent again.
 */
export function useSubmitOnce(): { started: () => boolean; begin: () => void } {
  const navigation = useNavigation();
  const inFlight = useRef(false);
  useEffect(() => {
    if (navigation.state === "idle") inFlight.current = false;
  }, [navigation.state]);
  return {
    started: () => inFlight.current,
    begin: () => {
      inFlight.current = true;
    },
  };
}
