// Run in a child process by tracing-preload.test.ts, after the tracing preload: a service's first
// imports (express, pg, the logger), then a line to say it started.
import 'express';
import 'pg';
import { createLogger } from './logger';

createLogger('fixture', 'info').info('started');
