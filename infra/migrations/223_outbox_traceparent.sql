-- The trace of the request that wrote an outbox row (issue 33 §2): the W3C `traceparent` of its span,
-- so the relay's publish, the job and the worker's e-mail join the lead's trace. Null when tracing is
-- off. An id, never personal data.
ALTER TABLE outbox ADD COLUMN traceparent text;
