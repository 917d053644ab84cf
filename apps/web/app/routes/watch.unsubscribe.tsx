import { WatchLinkScreen } from '../features/watches/components/watch-link-screen';
import { pageMeta } from '../shared/lib/meta';
import type { Route } from './+types/watch.unsubscribe';

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location, titleKey: 'meta.watchUnsubscribe.title', noindex: true });

/** Issue 36: the unsubscribe link of a watch mail; works without signing in. */
export default function Screen() {
  return <WatchLinkScreen purpose="unsubscribe" />;
}
