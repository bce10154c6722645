// The astrologer listing: filters in the URL, counts, chips, skeletons, empty state.
export { AstrologerListing, type AstrologerListingProps } from './components/astrologer-listing';
export { categorySpecializations, readListingFilters, applyListingFilters } from './model/listing-filters';
