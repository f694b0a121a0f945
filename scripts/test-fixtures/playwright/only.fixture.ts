import { expect, test } from '@playwright/test';

test.only('is the one test that runs', () => expect(1 + 1).toBe(2));
