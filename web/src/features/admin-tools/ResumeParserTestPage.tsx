import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { type ParseResumeTestResponseDto, useGetOllamaEnvironmentQuery, useParseResumeWithOllamaMutation } from '../../api/ollama';
import { BackToApiTests } from './components/BackToApiTests';
import { ConnectionFields } from './components/ConnectionFields';
import {
  type ConnectionSettings,
  connectionProblem,
  DEFAULT_TUNING,
  hostedSettings,
  localSettings,
  resumeFileProblem,
  TUNING,
  type TuningKey,
  tuningProblem,
} from './lib/connection';

/** Resume parser test (admin), part 3 §2.12. */
export function ResumeParserTestPage() {
  const { data: env } = useGetOllamaEnvironmentQuery();
  const [parse, { isLoading: busy }] = useParseResumeWithOllamaMutation();
  const [settings, setSettings] = useState<ConnectionSettings>({ host: '', port: '11434', hostedUrl: '', authToken: '' });
  const [tuning, setTuning] = useState(DEFAULT_TUNING);
  const [prompt, setPrompt] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [result, setResult] = useState<ParseResumeTestResponseDto | null>(null);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    if (!env) return;
    setSettings((s) => ({ ...s, host: s.host || env.defaultLocalHost, port: String(env.defaultLocalPort), hostedUrl: s.hostedUrl || env.hostedUrl || '' }));
    setPrompt((p) => p || env.defaultParsePrompt);
  }, [env]);

  const choose = (picked: File | null) => {
    const problem = picked ? resumeFileProblem(picked) : null;
    setFileError(problem ?? '');
    setFile(problem ? null : picked);
  };

  const run = async (target: 'local' | 'hosted') => {
    const problem = resumeFileProblem(file) ?? connectionProblem(settings, target) ?? tuningProblem(tuning);
    setResult(null);
    setFailure(problem ?? '');
    if (problem || !file) return;
    const options = Object.fromEntries([['model', tuning.model.trim()], ...TUNING.map((t) => [t.key, Number(tuning[t.key])])]);
    try {
      const res = await parse({
        parseResumeTestDto: {
          resume: file,
          prompt,
          connectionType: target,
          ollamaOptions: JSON.stringify(options),
          ...(target === 'local' ? { localSettings: JSON.stringify(localSettings(settings)) } : { hostedSettings: JSON.stringify(hostedSettings(settings)) }),
        },
      }).unwrap();
      setResult(res);
    } catch (err) {
      const status = (err as { status?: unknown }).status;
      setFailure(status === 'FETCH_ERROR' ? 'Network error' : errorMessage(err as never) || 'Parsing failed');
    }
  };

  const setTune = (key: TuningKey | 'model') => (e: React.ChangeEvent<HTMLInputElement>) => setTuning({ ...tuning, [key]: e.target.value });

  return (
    <section aria-labelledby="parser-test-title" className="tool-page">
      <div className="page-head">
        <h1 id="parser-test-title">Resume Parser Test</h1>
        <BackToApiTests />
      </div>
      <div className="panel">
        <label className="file-picker">
          Resume file
          <input type="file" accept=".pdf,.docx,.json,.txt" disabled={busy} onChange={(e) => choose(e.target.files?.[0] ?? null)} />
        </label>
        <p className="muted small">PDF, JSON Resume (jsonresume.org) or plain text (.txt), up to 5MB. The text is sent to the model with the prompt below.</p>
        {file && (
          <p className="small">
            Selected: <strong>{file.name}</strong> ({Math.max(1, Math.round(file.size / 1024))} KB)
          </p>
        )}
        {fileError && (
          <p className="error-note" role="alert">
            {fileError}
          </p>
        )}
      </div>
      <ConnectionFields value={settings} onChange={setSettings} disabled={busy} />
      <fieldset className="panel tuning" disabled={busy}>
        <legend>Tuning options</legend>
        <label>
          Model
          <input name="model" value={tuning.model} onChange={setTune('model')} />
        </label>
        {TUNING.map((t) => (
          <label key={t.key}>
            {t.label}
            <input name={t.key} type="number" min={t.min} max={t.max} step={t.step} value={tuning[t.key]} onChange={setTune(t.key)} />
          </label>
        ))}
      </fieldset>
      <label className="prompt">
        Parsing prompt
        <textarea rows={20} value={prompt} disabled={busy} onChange={(e) => setPrompt(e.target.value)} />
      </label>
      <div className="toolbar">
        <button type="button" className="button primary" disabled={!file || busy} onClick={() => void run('local')}>
          {busy ? 'Parsing…' : 'Parse with Local Ollama'}
        </button>
        <button type="button" className="button" disabled={!file || busy} onClick={() => void run('hosted')}>
          Parse with Hosted Ollama
        </button>
        {busy && <span className="spinner" role="status" aria-label="Parsing" />}
        {!file && !busy && <span className="muted small">Please select a file first.</span>}
      </div>
      {failure && (
        <div className="error-note" role="alert">
          <strong>Parsing Failed</strong> {failure}
        </div>
      )}
      {result && (
        <section className="panel" aria-labelledby="parsed-title">
          <h2 id="parsed-title">Parsed resume</h2>
          <p className="muted small">
            {result.model} at {result.url} · {result.responseTime} ms · {result.fileKind.toUpperCase()}, {result.characters} characters
          </p>
          <pre className="json">{JSON.stringify(result.parsedContent, null, 2)}</pre>
        </section>
      )}
    </section>
  );
}
