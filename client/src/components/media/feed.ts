/** What a list page needs from an infinite feed, whatever the paging style behind it. */
export interface Feed<T> {
  items: T[];
  /** A request is in flight (first load or more). */
  isLoading: boolean;
  /** The feed can give more on request (video pages left; random feeds always). */
  hasMore: boolean;
  /** Keep loading on its own while the sentinel stays in view (fills tall screens). */
  autoFill: boolean;
  loadMore: () => void;
}
