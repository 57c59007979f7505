// React picks its production or development build from NODE_ENV when it is first imported, and the
// edge's modules import it (the renderer's build is a production one): this module is the server's
// first import, so the default is set before any of them runs.
process.env.NODE_ENV ??= 'production';
