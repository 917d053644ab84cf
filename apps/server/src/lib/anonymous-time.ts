/**
 * Reviews without an author carry nothing that dates them to the second: a random id (not a
 * time-ordered one) and a creation time rounded up to the whole minute. Up, not down: a new review
 * still comes first in "latest" instead of sinking below everything written in the same minute.
 * (Answers show only the day; the stored minute is what a list cursor could carry.)
 */
export const anonymousTime = (date: Date) => new Date(Math.ceil(date.getTime() / 60_000) * 60_000);
