import { cloneElement, Fragment, isValidElement, type ReactNode } from "react";
import { Scripts, useMatches, useRouteLoaderData } from "react-router";
import { useNonce } from "~/features/security/nonce";

type ScriptsProps = Parameters<typeof Scripts>[0];
type ElementProps = { rel?: string; href?: string; type?: string; children?: ReactNode };

/** The id of the inert copy of React Router's module script, started by DEFERRED_START_SCRIPT. */
const DEFERRED_ID = "vp-scripts";
/** Its type: the browser neither fetches nor runs a script of a type it does not know. */
const INERT_TYPE = "text/x-vp-module";

/**
 * React Router's `<Scripts />`, with the page's scripts asked for once the page has loaded (ADR 215).
 *
 * As React Router writes them, ~160 kB of scripts (gzip, a product page) are preloaded at high priority
 * from the `<head>` and run as soon as they arrive: on a phone's slow connection they share the line
 * with the stylesheet and the main image, and their start-up runs before the main image is drawn.
 * The page is readable and its links and forms work before it hydrates (ADR 101), so here the
 * module preloads and the module script are written inert (`type="text/x-vp-module"`, the preloads' addresses
 * in a data attribute) and a small inline script starts them after the `load` event, or after
 * START_AFTER_MS if the page is still loading then (an image that never arrives must not keep the page
 * from working). React Router gives `<Scripts />` no option for this: its element tree is walked here.
 *
 * Only on the pages whose route says so in its handle (`SCRIPTS_AFTER_LOAD`): the catalogue, the
 * blog's list and posts and search, whose no-JavaScript paths are tested, and only for a visitor who
 * is not signed in (a member's page waits for hydration to show its own likes and list, ADR 114). The
 * sign-in, account and admin pages load as React Router writes them.
 */
export function PageScripts(props: ScriptsProps) {
  // Called as a function, not rendered as an element, to reach the tree it returns. Its hooks become
  // this component's, always the same ones in the same order.
  const tree = Scripts(props);
  const nonce = useNonce();
  const root = useRouteLoaderData("root") as { user?: unknown; memberShell?: boolean } | undefined;
  const matches = useMatches();
  const visitor = !root?.user && !root?.memberShell;
  const afterLoad = visitor && matches.some((m) => (m.handle as ScriptsHandle | undefined)?.scriptsAfterLoad === true);
  if (!tree || !afterLoad) return tree;
  const preloads: string[] = [];
  const rewritten = rewrite(tree, preloads);
  return (
    <>
      {rewritten}
      <script
        nonce={nonce}
        suppressHydrationWarning
        data-preloads={preloads.join(" ")}
        dangerouslySetInnerHTML={{ __html: DEFERRED_START_SCRIPT }}
      />
    </>
  );
}

function rewrite(node: ReactNode, preloads: string[]): ReactNode {
  if (Array.isArray(node)) return node.map((child) => rewrite(child, preloads));
  if (!isValidElement<ElementProps>(node)) return node;
  if (node.type === "link" && node.props.rel === "modulepreload" && node.props.href) {
    preloads.push(node.props.href);
    return null;
  }
  // A data block: a valid MIME type that is not JavaScript, and no `async` (both Nu HTML checker errors).
  if (node.type === "script" && node.props.type === "module") return cloneElement(node, { type: INERT_TYPE, async: undefined, id: DEFERRED_ID } as object);
  if (node.type === Fragment) return <Fragment key={node.key}>{rewrite(node.props.children, preloads)}</Fragment>;
  return node;
}

type ScriptsHandle = { scriptsAfterLoad?: boolean };
/** A route's `handle` (or part of it): its page starts its scripts after `load`. */
export const SCRIPTS_AFTER_LOAD = { scriptsAfterLoad: true } as const satisfies ScriptsHandle;

const START_AFTER_MS = 3000;

/**
 * Preloads the modules (all at once: the module graph would otherwise be fetched level by level) and
 * runs a live copy of the inert module script, with its nonce (the page's CSP allows no other inline
 * script). Runs once: after `load` and a frame (the main image is then drawn), or after START_AFTER_MS.
 */
const DEFERRED_START_SCRIPT = `(function(){var me=document.currentScript,started=false;function start(){if(started)return;started=true;var inert=document.getElementById("${DEFERRED_ID}");if(!inert)return;(me.getAttribute("data-preloads")||"").split(" ").forEach(function(href){if(!href)return;var l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.appendChild(l)});var s=document.createElement("script");s.type="module";s.nonce=inert.nonce;s.textContent=inert.textContent;document.head.appendChild(s)}function soon(){requestAnimationFrame(function(){setTimeout(start,0)})}if(document.readyState==="complete")soon();else addEventListener("load",soon);setTimeout(start,${START_AFTER_MS})})();`;
