import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from '../../../components';

export interface ProviderStateProps {
  /** The provider's name in the failure title ("the identity provider"). */
  provider: string;
  success: boolean;
  error?: string | null;
  /** True when the provider answered with nothing to show. */
  empty: boolean;
  /** "No identity provider data available". */
  emptyText: string;
  /** The block's details, shown when it succeeded and has data. */
  children: ReactNode;
}

/** A provider block's own failure (its `error` when success is false), its empty text, or its details (spec part 3 §8). */
export function ProviderState({ provider, success, error, empty, emptyText, children }: ProviderStateProps) {
  if (!success) return <ErrorState title={`Could not read ${provider}`} message={error || 'Unknown error'} />;
  if (empty) return <EmptyState title={emptyText} />;
  return <>{children}</>;
}
