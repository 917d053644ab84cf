/** Comments per page: the review page's loader asks for the first page, the thread for the next ones. */
export const COMMENT_PAGE_SIZE = 20;
