import { Outlet } from 'react-router';
import { publicPagesEnabled } from '@/lib/runtime-config';
import { NotFoundPage } from '../routes/not-found-page';

/** Marketing pages exist only while the deployment has not switched them off. */
export function PublicPagesGate() {
  return publicPagesEnabled() ? <Outlet /> : <NotFoundPage />;
}
