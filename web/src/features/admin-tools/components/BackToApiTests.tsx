import { useNavigate } from 'react-router-dom';

/** Every test page returns to the api-test hub (part 3 §2). */
export function BackToApiTests() {
  const navigate = useNavigate();
  return (
    <button type="button" className="button" onClick={() => navigate('/api-test')}>
      ← Back to API Tests
    </button>
  );
}
