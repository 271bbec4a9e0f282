import { seedTemplate } from './seeded-database';

export default seedTemplate;
