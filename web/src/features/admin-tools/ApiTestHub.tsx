import { useNavigate } from 'react-router-dom';

/** Every diagnostic page (part 3 §2.9), in the spec's order. */
const TOOLS = [
  {
    key: 'training-search-test',
    title: 'Training Search Test',
    text: 'Call the training-program search service: health, domains, platforms, stats, crawler status and sessions, crawl all.',
  },
  {
    key: 'nc-token-cleanup',
    title: 'NC Token Cleanup',
    text: "Clear this browser's stale cloud-storage (Nextcloud) cookies that keep a member in a sign-in loop.",
  },
  {
    key: 'oauth2-mail-test',
    title: 'OAuth2 Mail Test',
    text: "Sign in to the mail server with OAuth2, read the profile and probe the SMTP server's AUTH mechanisms.",
  },
  { key: 'ollama-test', title: 'Language Model Connection Test', text: 'Check that the local or hosted Ollama server answers, with its version and models.' },
  { key: 'ollama-resume-parser', title: 'Resume Parser Test', text: 'Upload a resume and see how a model parses it into six sections.' },
  { key: 'rss-crawl-test', title: 'Feed Crawl Test', text: 'Read job feeds as a live ticker, review an item, run the ETL step and insert it as a job.' },
  {
    key: 'user-info',
    title: 'User Information',
    text: 'Everything about one member: our account record, identity provider sessions, cloud storage and mailbox.',
  },
];

/** API Doc and Testing Pages hub (admin), part 3 §2.9. */
export function ApiTestHub() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="api-test-title" className="tool-page">
      <h1 id="api-test-title">API Doc and Testing Pages</h1>
      <ul className="doc-links">
        <li>
          <a href="/api/docs" target="_blank" rel="noreferrer">
            API documentation (Swagger UI)
          </a>
        </li>
        <li>
          <a href="/admin/queues" target="_blank" rel="noreferrer">
            Queue dashboard (Bull Board)
          </a>
        </li>
        <li>
          <a href="/api/metrics" target="_blank" rel="noreferrer">
            Metrics (Prometheus text)
          </a>
        </li>
      </ul>
      <div className="tool-grid">
        {TOOLS.map((t) => (
          <article key={t.key} className="panel">
            <h2>{t.title}</h2>
            <p className="muted">{t.text}</p>
            <button type="button" className="button primary" onClick={() => navigate(`/${t.key}`)}>
              Open {t.title}
            </button>
          </article>
        ))}
      </div>
    </section>
  );
}
