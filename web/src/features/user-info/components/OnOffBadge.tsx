import { Badge } from '../../../components';

/** A flag as an ON (green) or OFF (grey) badge. */
export function OnOffBadge({ on }: { on: boolean }) {
  return <Badge tone={on ? 'success' : 'neutral'}>{on ? 'ON' : 'OFF'}</Badge>;
}
