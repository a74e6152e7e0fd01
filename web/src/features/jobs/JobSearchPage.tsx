import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type SavedSearchDto, useMarkSavedSearchSeenMutation } from '../../api/jobs';
import { Button, PageHeader } from '../../components';
import { AddJobDialog } from './components/AddJobDialog';
import { AdminSchedulerBar } from './components/AdminSchedulerBar';
import { JobDetailModal } from './components/JobDetailModal';
import { JobFiltersForm } from './components/JobFiltersForm';
import { JobResults } from './components/JobResults';
import { SavedSearches } from './components/SavedSearches';
import { SaveSearchDialog } from './components/SaveSearchDialog';
import { type JobFilters, filtersFromParams, filtersFromSaved, filtersToParams, searchArgs } from './lib/filters';
import styles from './JobSearchPage.module.css';

const TITLE_ID = 'job-search-title';

/**
 * Job Search (part 3 §2.1): filters kept in the URL, the job list 20 at a time, saved searches,
 * adding a job, and the job detail modal. Administrators in admin mode get the scheduler bar.
 */
export function JobSearchPage() {
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(paramsKey)), [paramsKey]);
  const args = useMemo(() => searchArgs(filters), [filters]);
  const [markSeen] = useMarkSavedSearchSeenMutation();

  const [openJobId, setOpenJobId] = useState<string | null>(null);
  const [addOpen, setAddOpen] = useState(false);
  const [saveOpen, setSaveOpen] = useState(false);
  // Each opening starts a fresh dialog.
  const [visit, setVisit] = useState(0);

  const search = (next: JobFilters) => setParams(filtersToParams(next));

  const applySaved = (saved: SavedSearchDto) => {
    search(filtersFromSaved(saved.filters));
    markSeen({ id: saved.id })
      .unwrap()
      .catch((err: unknown) => console.error('Failed to mark the saved search seen:', err));
  };

  const open = (setter: (open: boolean) => void) => {
    setVisit((v) => v + 1);
    setter(true);
  };

  return (
    <section aria-labelledby={TITLE_ID} className={styles.page}>
      <AdminSchedulerBar />
      <PageHeader
        id={TITLE_ID}
        title="Job Search"
        actions={
          <Button variant="primary" onClick={() => open(setAddOpen)}>
            Add a job
          </Button>
        }
      />
      <div className={styles.layout}>
        <div className={styles.filters}>
          <JobFiltersForm value={filters} onSearch={search} />
        </div>
        <div className={styles.saved}>
          <SavedSearches current={filters} onApply={applySaved} onSave={() => open(setSaveOpen)} />
        </div>
        <div className={styles.results}>
          <JobResults args={args} onOpen={setOpenJobId} />
        </div>
      </div>

      {openJobId && <JobDetailModal key={openJobId} jobId={openJobId} onClose={() => setOpenJobId(null)} />}
      <AddJobDialog
        key={`add-${visit}`}
        open={addOpen}
        onOpenChange={setAddOpen}
        onSaved={(id) => {
          setAddOpen(false);
          setOpenJobId(id);
        }}
      />
      <SaveSearchDialog key={`save-${visit}`} open={saveOpen} onOpenChange={setSaveOpen} filters={filters} />
    </section>
  );
}
