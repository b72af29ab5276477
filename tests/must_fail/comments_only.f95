! A file of comments and blank lines only.

   ! indented comment
