/**
 * The frame of a member's page before the sign-in state arrives: the top bar with the brand and
 * the side menu's column, empty. web/index.html holds the same markup inside #root, so the browser
 * paints it from the HTML and CSS alone, before any script has run (on a phone that is over a
 * second before the shell); React then renders this component in its place while it waits, so the
 * frame never flashes away. BootShell.test.tsx keeps the two copies identical.
 */
export function BootShell({ children }: { children?: React.ReactNode }) {
  return (
    <div className="shell">
      <header className="topbar">
        <span className="brand">
          <span className="brand-mark" aria-hidden="true">W</span> <span className="brand-name">Waypoint</span>
        </span>
      </header>
      <div className="shell-body">
        <div className="sidemenu" aria-hidden="true"></div>
        <div className="content">{children}</div>
      </div>
    </div>
  );
}
