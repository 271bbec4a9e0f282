export { WhatIfCalculatorPage } from './WhatIfCalculatorPage';
