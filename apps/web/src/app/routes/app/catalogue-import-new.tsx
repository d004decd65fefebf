export { NewCatalogueImportScreen as Component } from '../../../features/catalogue-import/components/new-catalogue-import-screen';
