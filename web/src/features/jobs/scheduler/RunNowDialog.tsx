import { type FormEvent, useId, useState } from 'react';
import { Button, Field, Modal, TextInput } from '../../../components';
import styles from './SchedulerBar.module.css';
import { RUN_NOW_LIMITS, RUN_NOW_SITES, type RunNowOptions, type RunNowSite, runNowProblem } from './schedulerText';

export interface RunNowDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The options the form starts from (the spec's defaults, or the last run's). */
  initial: RunNowOptions;
  onRun: (options: RunNowOptions) => void;
  busy: boolean;
  /** The server's `detail` when the last Run Now failed. */
  error: string;
}

/** Lets the admin adjust Run Now's parameters before queueing one collection (part 3 §9 defaults). */
export function RunNowDialog({ open, onOpenChange, initial, onRun, busy, error }: RunNowDialogProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Run Now"
      description="Queue one job collection now with these parameters."
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button variant="primary" type="submit" form={formId} loading={busy}>
            {busy ? 'Queueing…' : 'Run collection'}
          </Button>
        </>
      }
    >
      {/* Mounted afresh each time the dialog opens, so it starts from `initial`. */}
      {open && <RunNowForm id={formId} initial={initial} onRun={onRun} busy={busy} error={error} />}
    </Modal>
  );
}

function RunNowForm({ id, initial, onRun, busy, error }: Pick<RunNowDialogProps, 'initial' | 'onRun' | 'busy' | 'error'> & { id: string }) {
  const [sites, setSites] = useState<RunNowSite[]>(initial.sites);
  const [searchTerm, setSearchTerm] = useState(initial.searchTerm);
  const [location, setLocation] = useState(initial.location);
  const [isRemote, setIsRemote] = useState(initial.isRemote);
  const [resultsWanted, setResultsWanted] = useState(String(initial.resultsWanted));
  const [hoursOld, setHoursOld] = useState(String(initial.hoursOld));
  const [problem, setProblem] = useState('');
  const sitesHint = useId();

  const toggleSite = (site: RunNowSite, on: boolean) => setSites((list) => (on ? RUN_NOW_SITES.filter((s) => s === site || list.includes(s)) : list.filter((s) => s !== site)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const options: RunNowOptions = { sites, searchTerm: searchTerm.trim(), location: location.trim(), isRemote, resultsWanted: Number(resultsWanted), hoursOld: Number(hoursOld) };
    const found = runNowProblem(options);
    setProblem(found ?? '');
    if (!found) onRun(options);
  };

  return (
    <form id={id} className={styles.runForm} onSubmit={submit} noValidate>
      <fieldset className={styles.sites} aria-describedby={sitesHint}>
        <legend>Sites</legend>
        {RUN_NOW_SITES.map((site) => (
          <label key={site} className={styles.check}>
            <input type="checkbox" checked={sites.includes(site)} onChange={(e) => toggleSite(site, e.target.checked)} />
            {site}
          </label>
        ))}
        <p id={sitesHint} className={styles.hint}>
          Default: indeed and linkedin.
        </p>
      </fieldset>
      <Field label="Search term">
        <TextInput value={searchTerm} maxLength={RUN_NOW_LIMITS.text} onChange={(e) => setSearchTerm(e.target.value)} />
      </Field>
      <Field label="Location">
        <TextInput value={location} maxLength={RUN_NOW_LIMITS.text} onChange={(e) => setLocation(e.target.value)} />
      </Field>
      <label className={styles.check}>
        <input type="checkbox" checked={isRemote} onChange={(e) => setIsRemote(e.target.checked)} />
        Remote only
      </label>
      <div className={styles.pair}>
        <Field label="Results wanted">
          <TextInput type="number" inputMode="numeric" min={RUN_NOW_LIMITS.resultsWanted.min} max={RUN_NOW_LIMITS.resultsWanted.max} value={resultsWanted} onChange={(e) => setResultsWanted(e.target.value)} />
        </Field>
        <Field label="Hours old">
          <TextInput type="number" inputMode="numeric" min={RUN_NOW_LIMITS.hoursOld.min} max={RUN_NOW_LIMITS.hoursOld.max} value={hoursOld} onChange={(e) => setHoursOld(e.target.value)} />
        </Field>
      </div>
      {(problem || error) && (
        <p className={styles.error} role="alert">
          {problem || error}
        </p>
      )}
    </form>
  );
}
