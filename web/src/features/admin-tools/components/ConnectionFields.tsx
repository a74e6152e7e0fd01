import type { ConnectionSettings } from '../lib/connection';

interface Props {
  value: ConnectionSettings;
  onChange: (next: ConnectionSettings) => void;
  disabled?: boolean;
}

/** Local host and port, hosted URL and a masked auth token (part 3 §2.11). */
export function ConnectionFields({ value, onChange, disabled }: Props) {
  const set = (key: keyof ConnectionSettings) => (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...value, [key]: e.target.value });
  return (
    <div className="form-grid">
      <fieldset disabled={disabled}>
        <legend>Local server</legend>
        <label>
          Host
          <input name="local-host" value={value.host} onChange={set('host')} autoComplete="off" />
        </label>
        <label>
          Port
          <input name="local-port" type="number" min={1} max={65535} value={value.port} onChange={set('port')} />
        </label>
      </fieldset>
      <fieldset disabled={disabled}>
        <legend>Hosted server</legend>
        <label>
          URL
          <input name="hosted-url" type="url" placeholder="https://ollama.example.org" value={value.hostedUrl} onChange={set('hostedUrl')} />
        </label>
        <label>
          Auth token
          <input name="auth-token" type="password" autoComplete="off" value={value.authToken} onChange={set('authToken')} />
        </label>
      </fieldset>
    </div>
  );
}
