/** Catalogue files out: the templates, a member's catalogue export and an import's rows in error. */
export { catalogueExportRoutes } from './catalogue-export.routes';
