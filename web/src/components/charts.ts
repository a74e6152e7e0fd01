/**
 * Registers the chart.js pieces the screens use, once (chart.js is tree-shaken, so nothing draws
 * until its parts are registered). Import it for its effect before react-chartjs-2:
 * `import '../../components/charts';`. It is left out of index.ts so that screens without charts
 * do not load chart.js.
 */
import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart,
  type ChartOptions,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

Chart.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, ArcElement, Tooltip, Legend, Filler);

export { Chart };

// People who ask their system for less motion get charts drawn at once (and so do screenshots).
if (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
  Chart.defaults.animation = false;
}

/** A count over time: fills its box (the page sizes it), no legend, at most 8 x labels, whole-number y. */
export const countLineOptions: ChartOptions<'line'> = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: { legend: { display: false } },
  scales: {
    x: { ticks: { maxRotation: 0, autoSkip: true, maxTicksLimit: 8 } },
    y: { beginAtZero: true, ticks: { precision: 0 } },
  },
};
