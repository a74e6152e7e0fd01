/** The unguarded tool routes of spec part 1 §2.1; their pages arrive with the admin tools. */
export function ToolRoutePage({ title }: { title: string }) {
  return (
    <main className="login">
      <section className="login-card">
        <h1>{title}</h1>
        <p className="lead">This tool is not available in this version of Waypoint yet.</p>
        <a href="/">Back to Waypoint</a>
      </section>
    </main>
  );
}
