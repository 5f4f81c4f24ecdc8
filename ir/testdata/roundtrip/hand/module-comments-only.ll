; only comments
;; and more comments

; ModuleID = 'x'
