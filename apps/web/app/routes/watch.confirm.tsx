import { WatchLinkScreen } from '../features/watches/components/watch-link-screen';
import { pageMeta } from '../shared/lib/meta';
import type { Route } from './+types/watch.confirm';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'meta.watchConfirm.title', noindex: true });

/** Issue 36: the confirm link of a watch mail; works without signing in. */
export default function Screen() {
  return <WatchLinkScreen purpose="confirm" />;
}
