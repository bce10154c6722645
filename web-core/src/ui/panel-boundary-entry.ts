// @astrosetu/web-core/panel-boundary: a deep entry, so react-error-boundary is downloaded with the first page that
// has a guarded panel, not on every first visit.
export { PanelErrorBoundary, type PanelErrorBoundaryProps } from './panel-error-boundary';
