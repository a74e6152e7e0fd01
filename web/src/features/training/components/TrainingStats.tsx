import { Grid, StatCard } from '../../../components';
import { type CourseStats, formatHours, formatRate } from '../lib';

/** The member's learning figures, computed by the server from their enrolments ("—" until they load). */
export function TrainingStats({ stats }: { stats?: CourseStats }) {
  const value = (format: (s: CourseStats) => string) => (stats ? format(stats) : '—');
  return (
    <Grid minItemWidth="11rem">
      <StatCard label="Courses Enrolled" value={value((s) => s.enrolled.toLocaleString('en-US'))} />
      <StatCard label="Courses Completed" value={value((s) => s.completed.toLocaleString('en-US'))} />
      <StatCard label="Completion Rate" value={value((s) => formatRate(s.completion_rate))} />
      <StatCard label="Hours Learned" value={value((s) => formatHours(s.hours_learned))} />
    </Grid>
  );
}
