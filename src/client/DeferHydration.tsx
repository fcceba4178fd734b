import React, {Suspense, useRef, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * True while the server-rendered page is being hydrated, deferred parts included: only that first
 * render is split up. Client-side navigations render as usual, and so does the dev server, which
 * renders instead of hydrating (a suspended first render there would blank the part for a moment).
 */
let hydrating = ExecutionEnvironment.canUseDOM && Boolean(process.env.HYDRATE_CLIENT_ENTRY);
/** Deferred parts waiting for their task. Parts nested in a deferred part wait for a later one. */
let pending = 0;

/** A promise settled in a task of its own (timers run one per task, in the order they were set). */
function nextTask(): Promise<void> {
  pending += 1;
  return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
    pending -= 1;
    // The part renders right after this; parts nested in it suspend in turn before this check runs.
    setTimeout(() => {
      if (pending === 0) hydrating = false;
    }, 0);
  });
}

function Gate({children}: {children: ReactNode}): ReactNode {
  // Suspending while hydrating makes Preact keep the server's DOM as it is and hydrate it when the
  // promise settles (preact/compat Suspense). The ref survives the suspension: the part suspends once.
  const suspended = useRef(false);
  if (hydrating && !suspended.current) {
    suspended.current = true;
    throw nextTask();
  }
  return children;
}

/**
 * Hydrates its child (which must render exactly one element) in a later task than the rest of the
 * page. Hydrating a whole docs page in one go is one long task on a phone; cut at a few large
 * subtrees (the article, each tab group in it, the footer), it becomes several shorter ones, and the
 * page answers input in between. The server HTML is on screen all along and is adopted, not rebuilt
 * (tests/e2e/hydration.test.ts).
 */
export default function DeferHydration({children}: {children: ReactNode}): ReactNode {
  // Only the browser gets the boundary. On the server, React would mark it with comments and
  // stream a large boundary's content after the rest of the page, to be moved in by a script.
  if (!ExecutionEnvironment.canUseDOM) return children;
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
