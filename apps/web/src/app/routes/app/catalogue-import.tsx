export { CatalogueImportScreen as Component } from '../../../features/catalogue-import/components/catalogue-import-screen';
