import { useNavigate } from 'react-router-dom';

/**
 * Every test page returns to the api-test hub (part 3 §2). A page opened on its own URL outside the
 * shell (`standalone`: the OAuth2 mail test, the token cleanup) returns to Waypoint instead.
 */
export function BackToApiTests({ standalone = false }: { standalone?: boolean }) {
  const navigate = useNavigate();
  if (standalone) {
    return (
      <a className="button" href="/">
        ← Back to Waypoint
      </a>
    );
  }
  return (
    <button type="button" className="button" onClick={() => navigate('/api-test')}>
      ← Back to API Tests
    </button>
  );
}
