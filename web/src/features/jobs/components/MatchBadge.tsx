import { Badge, type BadgeTone } from '../../../components';

/** Part 3 §2.1: 90 and up green, 70 and up yellow, otherwise red. */
export function matchTone(score: number): BadgeTone {
  if (score >= 90) return 'success';
  if (score >= 70) return 'warning';
  return 'danger';
}

/** "82% match", coloured by the score. */
export function MatchBadge({ score, className }: { score: number; className?: string }) {
  return (
    <Badge tone={matchTone(score)} className={className}>
      {score}% match
    </Badge>
  );
}
