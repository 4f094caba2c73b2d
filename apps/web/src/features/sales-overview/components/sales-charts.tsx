import { lazyChart } from '../../../components/lazy-chart';

/** The Sales Overview's three charts, drawn once their library has come (see lazyChart). */
const drawings = () => import('./sales-chart-drawings');
export const DailySalesChart = lazyChart(async () => (await drawings()).DailySalesChart, 260);
export const WeekdayChart = lazyChart(async () => (await drawings()).WeekdayChart, 240);
export const TimeOfDayChart = lazyChart(async () => (await drawings()).TimeOfDayChart, 240);
