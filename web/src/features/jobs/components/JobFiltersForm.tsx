import { type FormEvent, useState } from 'react';
import { Button, Card, Field, Select, TextInput } from '../../../components';
import { JOB_TYPES, type JobFilters, type JobType, NO_FILTERS, parseSalary, POSTED_WITHIN, sameFilters } from '../lib/filters';
import styles from './JobFiltersForm.module.css';

export const KEYWORDS_PLACEHOLDER = 'python -senior, "data engineer", react OR vue';

export interface JobFiltersFormProps {
  /** The search the list shows (from the URL); the form follows it when it changes (a saved search, Back). */
  value: JobFilters;
  onSearch: (filters: JobFilters) => void;
}

/** The filters above the list; Search (or Enter in a box) applies them. */
export function JobFiltersForm({ value, onSearch }: JobFiltersFormProps) {
  const [q, setQ] = useState(value.q);
  const [location, setLocation] = useState(value.location);
  const [jobType, setJobType] = useState<JobType | ''>(value.jobType ?? '');
  const [remote, setRemote] = useState(value.remote);
  const [days, setDays] = useState(value.postedWithinDays === null ? '' : String(value.postedWithinDays));
  const [salary, setSalary] = useState(value.minSalary === null ? '' : String(value.minSalary));
  const [salaryError, setSalaryError] = useState<string | null>(null);

  // The search changed outside the form: start again from it. (Adjusting state while rendering,
  // rather than remounting, keeps the focus where it is.)
  const [shown, setShown] = useState(value);
  if (!sameFilters(shown, value)) {
    setShown(value);
    setQ(value.q);
    setLocation(value.location);
    setJobType(value.jobType ?? '');
    setRemote(value.remote);
    setDays(value.postedWithinDays === null ? '' : String(value.postedWithinDays));
    setSalary(value.minSalary === null ? '' : String(value.minSalary));
    setSalaryError(null);
  }

  // A saved search may hold a period the menu does not list: offer it too.
  const periods = POSTED_WITHIN.some((p) => String(p.days) === days) || !days ? POSTED_WITHIN : [...POSTED_WITHIN, { days: Number(days), label: `${days} days` }];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const minSalary = parseSalary(salary);
    if ('error' in minSalary) {
      setSalaryError(minSalary.error);
      return;
    }
    setSalaryError(null);
    onSearch({
      q: q.trim(),
      location: location.trim(),
      jobType: jobType || null,
      remote,
      postedWithinDays: days ? Number(days) : null,
      minSalary: minSalary.value,
    });
  };

  return (
    <Card>
      <form className={styles.form} role="search" aria-label="Job filters" onSubmit={submit} noValidate>
        <Field label="Keywords" hint={'Words, "quoted phrases", -excluded words and OR.'} className={styles.keywords}>
          <TextInput type="search" value={q} maxLength={200} placeholder={KEYWORDS_PLACEHOLDER} onChange={(e) => setQ(e.target.value)} />
        </Field>
        <Field label="Location">
          <TextInput value={location} maxLength={100} placeholder="Berlin, Remote…" onChange={(e) => setLocation(e.target.value)} />
        </Field>
        <Field label="Job type">
          <Select value={jobType} onChange={(e) => setJobType(e.target.value as JobType | '')}>
            <option value="">Any</option>
            {JOB_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Posted within">
          <Select value={days} onChange={(e) => setDays(e.target.value)}>
            <option value="">Any</option>
            {periods.map((p) => (
              <option key={p.days} value={String(p.days)}>
                {p.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Minimum salary (per year)" error={salaryError}>
          <TextInput inputMode="numeric" value={salary} placeholder="80000" onChange={(e) => setSalary(e.target.value)} />
        </Field>
        <div className={styles.check}>
          <input id="jobs-remote-only" type="checkbox" checked={remote} onChange={(e) => setRemote(e.target.checked)} />
          <label htmlFor="jobs-remote-only">Remote only</label>
        </div>
        <div className={styles.actions}>
          <Button variant="ghost" onClick={() => onSearch(NO_FILTERS)}>
            Clear filters
          </Button>
          <Button type="submit" variant="primary">
            Search
          </Button>
        </div>
      </form>
    </Card>
  );
}
