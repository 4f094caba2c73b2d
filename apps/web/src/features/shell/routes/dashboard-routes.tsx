import { RequireAdmin, RequireShop } from '../../auth/guards';
import { DashboardLayout } from '../components/dashboard-layout';

export function AppArea() {
  return (
    <RequireShop>
      <DashboardLayout area="app" />
    </RequireShop>
  );
}

export function AdminArea() {
  return (
    <RequireAdmin>
      <DashboardLayout area="admin" />
    </RequireAdmin>
  );
}
