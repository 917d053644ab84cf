import { endpoint } from '../../../shared/lib/api-client';

/** Sends feedback to the operators. */
export const sendFeedback = endpoint('POST /feedback');
