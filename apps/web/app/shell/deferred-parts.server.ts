/**
 * The deferred parts (shared/ui/deferred-part.tsx) as the server renders them: imported by
 * entry.server.tsx only, so the browser's bundle loads each in a chunk of its own when needed.
 */
import type { ComponentType } from 'react';
import { AiSummaryPanel } from '../features/ai-summary/components/ai-summary-panel';
import { CommentThread } from '../features/comments/components/comment-thread';
import { PlaceMapPanel } from '../features/places/components/place-map-panel';
import { PlacePicker } from '../features/places/components/place-picker';
import { LatestReviews, NearbyReviews } from '../features/reviews/components/home-reviews';
import { PlaceHistory } from '../features/reviews/components/place-history';
import { PlaceReviews } from '../features/reviews/components/place-reviews';
import { ReviewActionsBar } from '../features/reviews/components/review-actions';
import { WatchSection } from '../features/watches/components/watch-section';
import { provideServerParts } from '../shared/ui/deferred-part';
import { LegalPage } from './legal-page';

provideServerParts({
  'ai-summary': AiSummaryPanel,
  'comment-thread': CommentThread,
  'latest-reviews': LatestReviews,
  'legal-page': LegalPage,
  'nearby-reviews': NearbyReviews,
  'place-history': PlaceHistory,
  'place-map-panel': PlaceMapPanel,
  'place-picker': PlacePicker,
  'place-reviews': PlaceReviews,
  'review-actions': ReviewActionsBar,
  'watch-section': WatchSection,
} as Record<string, ComponentType<never>>);
