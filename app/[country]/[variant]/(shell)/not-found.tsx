import { NotFoundView } from '@/components/layout/not-found-view';

export default function ShellNotFound() {
  return <NotFoundView />;
}
