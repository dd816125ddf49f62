// `npm run size` (size-limit, run with tsx): the checks come from the build (scripts/size/checks.ts).
import { sizeChecks } from './scripts/size/checks.ts';

export default await sizeChecks();
