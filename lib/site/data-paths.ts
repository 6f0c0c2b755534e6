// Addresses of the data files the browser fetches (shared by routes and client code).
export const SEARCH_INDEX_PATH = '/search-index.json';
