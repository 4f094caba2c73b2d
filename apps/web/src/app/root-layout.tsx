import { Outlet } from 'react-router';
import { useRouteTitle } from '../lib/page-title';

/** Around every page: the browser tab's title comes from the route table (each route's handle names its page). */
export function RootLayout() {
  useRouteTitle();
  return <Outlet />;
}
