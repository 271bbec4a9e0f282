import { removeTemplate } from './seeded-database';

export default removeTemplate;
