import { errorMessage } from '../../../api/errors';
import { type SavedSearchDto, useDeleteSavedSearchMutation, useListSavedSearchesQuery } from '../../../api/jobs';
import { Badge, Button, Card, ErrorState, IconButton, LoadingState, useToast } from '../../../components';
import { filtersFromSaved, type JobFilters, sameFilters } from '../lib/filters';
import styles from './SavedSearches.module.css';

export interface SavedSearchesProps {
  /** The search the list shows, to mark the saved search it matches. */
  current: JobFilters;
  onApply: (search: SavedSearchDto) => void;
  onSave: () => void;
}

/** The member's saved searches as chips: open one to apply it, × to delete it. */
export function SavedSearches({ current, onApply, onSave }: SavedSearchesProps) {
  const { toast } = useToast();
  const list = useListSavedSearchesQuery();
  const [remove] = useDeleteSavedSearchMutation();

  const deleteSearch = async (search: SavedSearchDto) => {
    try {
      await remove({ id: search.id }).unwrap();
      toast({ title: `Deleted saved search "${search.name}"`, tone: 'success' });
    } catch (err) {
      toast({ title: 'Could not delete the saved search', description: errorMessage(err as Parameters<typeof errorMessage>[0]), tone: 'error' });
    }
  };

  return (
    <Card
      title="Saved searches"
      headingLevel={2}
      actions={
        <Button size="sm" onClick={onSave}>
          Save this search
        </Button>
      }
    >
      {list.isLoading ? (
        <LoadingState label="Loading saved searches…" />
      ) : list.isError ? (
        <ErrorState title="Could not load your saved searches" message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : !list.data?.length ? (
        <p className={styles.empty}>No saved searches yet. Save one to hear about new jobs that match it.</p>
      ) : (
        <ul className={styles.chips} aria-label="Saved searches">
          {list.data.map((search) => {
            const active = sameFilters(filtersFromSaved(search.filters), current);
            return (
              <li key={search.id} className={styles.chip} data-active={active || undefined}>
                <button type="button" className={styles.apply} aria-current={active || undefined} onClick={() => onApply(search)}>
                  <span className={styles.name}>{search.name}</span>
                  {search.newCount > 0 && (
                    <>
                      {' '}
                      <Badge tone="info">{search.newCount} new</Badge>
                    </>
                  )}
                </button>
                <IconButton size="sm" aria-label={`Delete saved search ${search.name}`} onClick={() => void deleteSearch(search)}>
                  <span aria-hidden="true">×</span>
                </IconButton>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
