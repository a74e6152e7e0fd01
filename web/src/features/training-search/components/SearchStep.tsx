import type { FormEvent } from 'react';
import type { TrainingDomainDto } from '../../../api/training-search';
import { Button, Card, ErrorState, Field, LoadingState, Select, Stack, TextInput } from '../../../components';
import { NEED_DOMAIN_OR_QUERY } from '../lib';
import styles from '../TrainingSearchPage.module.css';

export interface SearchStepProps {
  domains: TrainingDomainDto[];
  domainsLoading: boolean;
  /** Why the domains could not be read; a custom query still works. */
  domainsError: string;
  onRetryDomains: () => void;
  domain: string;
  query: string;
  onDomain: (domain: string) => void;
  onQuery: (query: string) => void;
  onSearch: () => void;
  searching: boolean;
  /** Set when Search was asked for with neither a domain nor a query. */
  needsInput: boolean;
  /** The server's reason the last search failed. */
  error: string;
}

/** Step 1 (part 2 §2.4, §5): a domain or a query of one's own, then Search. */
export function SearchStep({ domains, domainsLoading, domainsError, onRetryDomains, domain, query, onDomain, onQuery, onSearch, searching, needsInput, error }: SearchStepProps) {
  const empty = !domain && !query.trim();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  const chosen = domains.find((d) => d.name === domain);

  return (
    <Card title="Search for training programs">
      <form onSubmit={submit} noValidate>
        <Stack gap={4}>
          {domainsLoading ? (
            <LoadingState label="Loading domains…" />
          ) : domainsError ? (
            <ErrorState title="Could not load the domains" message={domainsError} onRetry={onRetryDomains} />
          ) : (
            <Field label="Domain" hint={chosen?.description || 'A field of study; its platforms are searched.'}>
              <Select value={domain} onChange={(e) => onDomain(e.target.value)} disabled={searching}>
                <option value="">Choose a domain</option>
                {domains.map((d) => (
                  <option key={d.name} value={d.name}>
                    {d.display_name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Field label="Custom query" hint="Words to search the web for, with or without a domain.">
            <TextInput type="search" value={query} onChange={(e) => onQuery(e.target.value)} placeholder="e.g. machine learning for beginners" disabled={searching} />
          </Field>
          <div className={styles.actions}>
            <Button type="submit" variant="primary" disabled={empty} loading={searching}>
              {searching ? 'Searching…' : 'Search'}
            </Button>
          </div>
          {needsInput && (
            <p className={styles.errorLine} role="alert">
              {NEED_DOMAIN_OR_QUERY}
            </p>
          )}
          {error && (
            <p className={styles.errorLine} role="alert">
              {error}
            </p>
          )}
        </Stack>
      </form>
    </Card>
  );
}
